// The HTTP server routes and picks security headers by the request's path; its shortcut for the
// API's own path must give what the URL parser gives, for that path and anything near it.
import { expect, it } from 'vitest';
import { pathOf } from '../http-server';

it("gives the URL parser's path for the API's path and its look-alikes", () => {
  for (const url of ['/api/graphql', '/api/graphql?query=x', '/api/graphql/', '/api/../api/graphql', '/api/%2e%2e/files/x', '//api/graphql', '/API/graphql', '/api/graphql#x', undefined]) {
    expect(pathOf(url), String(url)).toBe(new URL(url ?? '/', 'http://localhost').pathname);
  }
});
