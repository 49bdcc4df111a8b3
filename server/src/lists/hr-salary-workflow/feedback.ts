import { badInput } from '../shared/errors';

const MAX_FEEDBACK = 2000;

/** Feedback and comments are trimmed and bounded; empty is allowed here, each caller decides. */
export function feedbackText(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  if (text.length > MAX_FEEDBACK) throw badInput(`Feedback must be at most ${MAX_FEEDBACK} characters`);
  return text;
}
