import {
  checkPromotionComment,
  errorMessage,
  parseLanguage,
  type Language,
  type PromotionItem,
} from '@app/contracts';
import { useEffect, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { toast } from '@/shared/feedback';
import { encodeRefusal, Form, multiLine, SubmitButton, useKitForm } from '@/shared/form';
// The shared popup: the phone's back button closes the sheet instead of leaving the page.
import { Popup } from '@/shared/ui/lazy-popup';
import { usePromotionAction } from '../api/promotion-action';
import { useDoneToast } from '../hooks/use-done-toast';
import { ClaimCommentField } from './claim-comment-field';
import './promotions.css';

type Values = { comment: string };

/**
 * The comment's rule is the server's (contracts checkPromotionComment), said in the server's
 * words for the member's language: line breaks are fine, other control characters are not.
 */
const commentRule = (language: Language, label: string) =>
  multiLine(
    z.string().superRefine((value, ctx) => {
      const checked = checkPromotionComment(value);
      if (checked.ok) return;
      const params = { field: label };
      const message = errorMessage(checked.code, language, params);
      ctx.addIssue({
        code: 'custom',
        message: encodeRefusal({ code: checked.code, message, params, language }),
      });
    }),
  );

type Props = { promotion: PromotionItem; open: boolean; onClose: () => void };

/**
 * Claiming a promotion the staff approve: a sheet where the member may add a note for them
 * (at most 140 characters) before sending the claim. A claim paid at once needs no sheet.
 */
export function ClaimSheet({ promotion, open, onClose }: Props) {
  const keyboard = useKeyboardInset(open);
  return (
    <Popup
      visible={open}
      onMaskClick={onClose}
      onClose={onClose}
      position="bottom"
      bodyClassName="promo-claim-sheet"
      bodyStyle={keyboard}
      destroyOnClose
    >
      {open && <ClaimForm promotion={promotion} onClose={onClose} />}
    </Popup>
  );
}

/**
 * Where the phone's keyboard leaves room: while it is up, the page's layout stays as tall as the
 * screen (Chrome and Safari resize only the visual viewport), so a sheet fixed to the bottom
 * would hide its note's last lines and the send button under the keyboard. The sheet sits on the
 * keyboard instead (--claim-keyboard, its height) and is no taller than the room left above it
 * (--claim-room), where it scrolls with the send button kept in view (promotions.css).
 */
function useKeyboardInset(isOpen: boolean): CSSProperties | undefined {
  const [inset, setInset] = useState<{ keyboard: number; room: number }>();
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!isOpen || !viewport) return undefined;
    const measure = () => {
      const keyboard = Math.max(0, window.innerHeight - viewport.height - viewport.offsetTop);
      setInset(keyboard < 1 ? undefined : { keyboard, room: viewport.height });
      if (keyboard >= 1) window.requestAnimationFrame(showFocused);
    };
    measure();
    viewport.addEventListener('resize', measure);
    viewport.addEventListener('scroll', measure);
    return () => {
      viewport.removeEventListener('resize', measure);
      viewport.removeEventListener('scroll', measure);
      setInset(undefined);
    };
  }, [isOpen]);
  if (!inset) return undefined;
  return {
    '--claim-keyboard': `${Math.round(inset.keyboard)}px`,
    '--claim-room': `${Math.round(inset.room)}px`,
  } as CSSProperties;
}

/**
 * The note being typed stays in view with its count, above the send button, once the sheet has
 * shrunk.
 */
function showFocused() {
  const focused = document.activeElement;
  if (focused instanceof HTMLElement && focused.closest('.promo-claim-sheet')) {
    (focused.closest('.form-control') ?? focused).scrollIntoView({ block: 'nearest' });
  }
}

function ClaimForm({ promotion, onClose }: { promotion: PromotionItem; onClose: () => void }) {
  const { t, i18n } = useTranslation('promotions');
  const language = parseLanguage(i18n.language);
  const act = usePromotionAction();
  const done = useDoneToast();
  const form = useKitForm<Values>({
    id: `promo-claim-${promotion.id}`,
    defaultValues: { comment: '' },
    schema: { comment: commentRule(language, t('claim.comment_label')) },
  });
  const titleId = `promo-claim-${promotion.id}-title`;

  const handleSubmit = ({ comment }: Values) => {
    const checked = checkPromotionComment(comment);
    if (!checked.ok) return; // the rule said so already
    const note = checked.comment === null ? {} : { comment: checked.comment };
    act.mutate(
      { action: 'claim', id: promotion.id, ...note },
      {
        onSuccess: ({ promotion: after }) => {
          done(after);
          onClose();
        },
        onError: (error) => {
          // A refused comment is said under it; anything else about the claim as a toast.
          if (!form.placeServerError(error, { fields: ['comment'] })) toast.message(error.message);
        },
      },
    );
  };

  return (
    <Form
      form={form}
      onSubmit={handleSubmit}
      isPending={act.isPending}
      labelledBy={titleId}
      className="promo-claim-form"
    >
      <div className="promo-claim-head">
        <h2 id={titleId}>{t('claim.title', { title: promotion.title })}</h2>
        <button type="button" className="promo-claim-close" onClick={onClose}>
          {t('claim.cancel')}
        </button>
      </div>
      <p className="promo-claim-intro">{t('claim.intro')}</p>
      <ClaimCommentField disabled={act.isPending} />
      <SubmitButton>{t('claim.submit')}</SubmitButton>
    </Form>
  );
}
