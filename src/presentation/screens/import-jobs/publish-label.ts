/** 'Publish 5 jobs', and 'Publish 1 job': the button and the confirmation's title. */
export function publishLabel(count: number): string {
  return `Publish ${count} ${count === 1 ? 'job' : 'jobs'}`;
}
