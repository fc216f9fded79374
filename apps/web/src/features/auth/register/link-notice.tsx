import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ApiError } from '@/shared/api-client';
import { refusalMessage, useMessageText } from '@/shared/form';
import { affiliateQueryOptions } from '../api/check-affiliate';
import type { AffiliateLink } from './affiliate';

/** Refusals of an agent's affiliate link that the visitor should hear before filling the form. */
const DEAD_LINK_CODES = new Set(['affiliate.link.expired', 'affiliate.link.deleted']);

/**
 * An agent's affiliate link that no longer works (expired or deleted) says so as the register
 * screen opens, in the visitor's language: the sign-up would not join that agent's team.
 */
export function LinkNotice({ link }: { link: AffiliateLink }) {
  const text = useMessageText();
  const check = useQuery({
    ...affiliateQueryOptions({ code: link.code, domain: link.domain }),
    enabled: link.code !== '',
  });
  const { error } = check;
  const isDead = error instanceof ApiError && DEAD_LINK_CODES.has(error.code);
  // Kept with the language it was said in, so a language switch says it again in the new one.
  const refusal = useMemo(() => (isDead ? refusalMessage(error) : undefined), [isDead, error]);
  if (refusal === undefined) return null;
  return (
    <p className="form-alert" role="alert" data-testid="link-notice">
      {text(refusal)}
    </p>
  );
}
