/**
 * The public suggestions list (home page). Here rather than in its feature because the
 * family's page refreshes it when a suggestion is hidden or shown again.
 */
export const suggestionsQueryKey = ['suggestions'] as const;
