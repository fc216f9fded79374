import { useTranslation } from 'react-i18next';
import { useSite } from '@/shared/site/use-site';
import './support.css';

type Section = { heading: string; body: string[] };

/**
 * /m/useragreement: the terms a player accepts when registering (the register form links here),
 * in the language on screen, with the site's name.
 */
export function UserAgreementPage() {
  const { t } = useTranslation('support');
  const { merchantName } = useSite();
  const site = merchantName || t('this_site');
  const sections = t('agreement.sections', { returnObjects: true, site }) as Section[];
  return (
    <article className="support-page agreement" aria-labelledby="agreement-title">
      <h1 id="agreement-title">{t('agreement.title', { site })}</h1>
      <p className="agreement-lead">{t('agreement.lead', { site })}</p>
      <ol className="agreement-sections">
        {sections.map((section) => (
          <li key={section.heading}>
            <h2>{section.heading}</h2>
            {section.body.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </li>
        ))}
      </ol>
    </article>
  );
}
