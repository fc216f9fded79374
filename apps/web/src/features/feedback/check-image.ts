import {
  FEEDBACK_MAGIC_BYTES,
  FEEDBACK_MAX_IMAGE_BYTES,
  FEEDBACK_MAX_IMAGES,
  feedbackImageType,
  type FeedbackErrorCode,
} from '@app/contracts';

/** The first bytes of a file (a picked image), as the server reads them. */
async function firstBytes(file: Blob): Promise<Uint8Array> {
  const head = file.slice(0, FEEDBACK_MAGIC_BYTES);
  // jsdom's Blob has no arrayBuffer(); FileReader works in every browser too.
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('file not readable'));
    reader.readAsArrayBuffer(head);
  });
}

export type PickResult = { accepted: File[]; refused: FeedbackErrorCode | undefined };

/**
 * The server's image rules, checked before anything is sent: at most FEEDBACK_MAX_IMAGES in all,
 * each at most 5 MB and a PNG or JPEG by its first bytes (not its name). Files that pass are kept
 * in order; the first refusal says why the others were not.
 */
export async function pickImages(
  files: readonly File[],
  alreadyPicked: number,
): Promise<PickResult> {
  const accepted: File[] = [];
  let refused: FeedbackErrorCode | undefined;
  for (const file of files) {
    let problem: FeedbackErrorCode | undefined;
    if (alreadyPicked + accepted.length >= FEEDBACK_MAX_IMAGES) {
      problem = 'feedback.images.too.many';
    } else if (file.size > FEEDBACK_MAX_IMAGE_BYTES) {
      problem = 'feedback.image.too.large';
    } else if (!feedbackImageType(await firstBytes(file).catch(() => new Uint8Array()))) {
      problem = 'feedback.image.type';
    }
    if (problem) refused ??= problem;
    else accepted.push(file);
  }
  return { accepted, refused };
}
