import { getAnnouncementsRelay, type Banner } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { queryKeys } from '@/shared/query-keys';
import { relay } from '@/shared/relay';
import { useSite } from '@/shared/site/use-site';

/** SPEC §2 "Registration": its announcements, banners of group m_reg, loaded on entry. */
function useRegisterBanners() {
  const { language } = useSite();
  return useQuery({
    queryKey: queryKeys.public('auth', 'register-banners', language),
    queryFn: ({ signal }) =>
      relay(getAnnouncementsRelay, { types: 'B', groupName: 'm_reg', platform: 'M' }, { signal }),
    select: (value) => value.banners,
  });
}

/**
 * The registration banners as a row that snaps banner by banner. Nothing shows while they load
 * or when there are none: the form below never moves for them, as their box is reserved.
 */
export function RegisterBanners() {
  const { t } = useTranslation('auth');
  const { data: banners } = useRegisterBanners();
  if (banners?.length === 0) return null;
  return (
    <div className="register-banners" role="region" aria-label={t('register.banners_label')}>
      {banners?.map((banner) => (
        <BannerLink key={banner.id} banner={banner}>
          <img src={banner.url} alt={banner.title} width={750} height={300} />
        </BannerLink>
      ))}
    </div>
  );
}

/** A banner that links to a page of this site opens it; others are pictures only. */
function BannerLink({ banner, children }: { banner: Banner; children: React.ReactNode }) {
  if (banner.linkageType === 'URL' && banner.linkage.startsWith('/')) {
    return (
      <Link to={banner.linkage} className="register-banner">
        {children}
      </Link>
    );
  }
  return <span className="register-banner">{children}</span>;
}
