/** 'YYYY-MM-DD HH:MM:SS', the API's date-time format, in UTC so the sandbox reads the same everywhere. */
export function wireDateTime(instant: Date): string {
  return instant.toISOString().slice(0, 19).replace('T', ' ');
}
