import type { CustomerServiceLink } from '@app/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CHAT_PATH } from '@/shared/chat-unread';
import { useSession } from '@/shared/session';
import { useSettings } from '@/shared/site/get-settings';
import { ChatDot } from '@/shared/ui/chat-dot';
import { ChevronIcon, FeedbackIcon, HeadsetIcon, MailIcon, ShieldIcon } from '@/shared/ui/icons';
import { QueryState } from '@/shared/ui/query-state';
import { HelpIcon, SendIcon } from './support-icons';
import './support.css';

const SERVICE_PATH = '/m/service';

type Way = {
  key: string;
  icon: ReactNode;
  label: string;
  detail?: string;
  to: string;
  /** Drawn over the icon (the live chat's unread dot). */
  badge?: ReactNode;
};

/** A link's label by its name (LIVECHAT, EMAIL…), else the name as the operator wrote it. */
function useLinkWay(): (link: CustomerServiceLink) => Way {
  const { t } = useTranslation('support');
  return (link) => {
    const email = link.url.startsWith('mailto:') ? link.url.slice('mailto:'.length) : undefined;
    if (email)
      return { key: link.name, icon: <MailIcon />, label: t('email'), detail: email, to: link.url };
    const known = link.name === 'LIVECHAT' ? t('live_chat') : link.name;
    // The in-app live chat: a dot while the staff's messages wait unseen.
    const badge =
      link.url === CHAT_PATH ? (
        <ChatDot label={(count) => t('chat.unread', { count })} />
      ) : undefined;
    return { key: link.name, icon: <HeadsetIcon />, label: known, to: link.url, badge };
  };
}

/**
 * /m/service (SPEC §2 "Customer-service link"): every way to reach the site's people (the
 * merchant's customer-service links and Telegram), then the help centre, messages and feedback.
 */
export function ServicePage() {
  const { t } = useTranslation('support');
  const settings = useSettings();
  const signedIn = useSession() !== undefined;
  const linkWay = useLinkWay();
  return (
    <section className="support-page" aria-labelledby="service-title">
      <div className="support-hero">
        <span className="support-hero-icon">
          <HeadsetIcon />
        </span>
        <h1 id="service-title">{t('service_title')}</h1>
        <p>{t('service_lead')}</p>
      </div>
      <QueryState query={settings} skeletonRows={3}>
        {(site) => {
          const contact: Way[] = [
            // This page is the LIVECHAT link's own target: it does not list itself.
            ...site.customerService.filter((link) => link.url !== SERVICE_PATH).map(linkWay),
            ...site.socialLinks
              .filter((link) => link.type.startsWith('TELEGRAM'))
              .map((link) => ({
                key: link.type,
                icon: <SendIcon />,
                label: link.type === 'TELEGRAM' ? t('telegram') : t('telegram_news'),
                to: link.url,
              })),
          ];
          return <WayList title={t('contact')} ways={contact} />;
        }}
      </QueryState>
      <WayList
        title={t('self_help')}
        ways={[
          { key: 'help', icon: <HelpIcon />, label: t('help_centre'), to: '/m/help' },
          ...(signedIn
            ? [{ key: 'messages', icon: <MailIcon />, label: t('messages'), to: '/m/webEmail' }]
            : []),
          { key: 'feedback', icon: <FeedbackIcon />, label: t('feedback'), to: '/m/feedback' },
          { key: 'terms', icon: <ShieldIcon />, label: t('terms'), to: '/m/useragreement' },
        ]}
      />
    </section>
  );
}

function WayList({ title, ways }: { title: string; ways: Way[] }) {
  if (ways.length === 0) return null;
  return (
    <section className="support-block" aria-label={title}>
      <h2>{title}</h2>
      <ul className="support-ways">
        {ways.map((way) => {
          const body = (
            <>
              <span className="support-way-icon">
                {way.icon}
                {way.badge}
              </span>
              <span className="support-way-text">
                <span>{way.label}</span>
                {way.detail && <span className="support-way-detail">{way.detail}</span>}
              </span>
              <ChevronIcon className="support-way-chevron" />
            </>
          );
          return (
            <li key={way.key}>
              {way.to.startsWith('/') ? (
                <Link to={way.to} className="support-way">
                  {body}
                </Link>
              ) : (
                <a
                  href={way.to}
                  className="support-way"
                  {...(way.to.startsWith('https://')
                    ? { target: '_blank', rel: 'noopener noreferrer' }
                    : {})}
                >
                  {body}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
