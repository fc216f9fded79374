/** The feedback page (SPEC §2 /m/feedback); its rules and limits are the contracts' (feedback.ts). */
export const FEEDBACK_PAGE_PATH = '/m/feedback';
/** SPEC §9 success toast: 1 to 1.5 s. */
export const FEEDBACK_SENT_TOAST_MS = 1500;
/** The id of the text field and of the image input: labels and errors point at them. */
export const CONTENT_ID = 'feedback-content';
export const IMAGES_ID = 'feedback-images';
