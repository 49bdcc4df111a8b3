// Shared set-up for portal tests (happy-dom).
export {};
