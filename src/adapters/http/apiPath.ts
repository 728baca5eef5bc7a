/**
 * A path with its variable segments encoded, so an id can never reach another route:
 * apiPath`/api/order/${orderId}/cards`.
 */
export function apiPath(literals: TemplateStringsArray, ...segments: string[]): string {
  return segments.reduce(
    (path, segment, index) => `${path}${encodeURIComponent(segment)}${literals[index + 1] ?? ''}`,
    literals[0] ?? '',
  );
}
