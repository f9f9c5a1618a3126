/** The texts of posting a job again and of recent addresses, as the screens show them. */
export const REPEAT_TEXTS = {
  postAgain: 'Post again',
  startEmpty: 'Start empty',
  attachmentsNotCopied: 'Attachments are not copied.',
  checkAddress: 'Check this address',
  replaceDraftTitle: 'Replace your draft?',
  replaceDraft: 'Replace',
  keepDraft: 'Keep my draft',
  recentAddresses: 'Recent addresses',
} as const;

/** The banner over a form filled from a past load: 'Copied from BH-10421'. */
export function copiedFromText(loadNo: string): string {
  return `Copied from ${loadNo}`;
}
