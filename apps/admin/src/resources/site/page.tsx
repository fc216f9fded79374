import { List } from '@refinedev/antd';
import { useGetIdentity, useTranslate } from '@refinedev/core';
import type { OperatorAccount } from '@app/contracts';
import { Alert, Col, Flex, Row, Tabs } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { errorText } from '@/shared/error-text';
import { useMay } from '@/shared/use-may';
import { ChannelsCard } from './channels';
import { FirebaseCard } from './firebase';
import { JackpotCard } from './jackpot';
import { ModulesCard } from './modules';
import { SiteSwitches } from './switches';
import { useMerchantState, useSiteChange } from './use-site';

/** The two tabs, each at its own address. */
const TABS = { switches: '/site', channels: '/site/channels' } as const;
type Tab = keyof typeof TABS;

/**
 * The site area: the merchant's switches, jackpot counter, Firebase app (Google and Facebook
 * sign-in) and white-label modules (the `site` permission), and its payment channels (`money`).
 * Every role reads; the switches of a role without the permission stay disabled and its buttons
 * are left out.
 */
export function SitePage() {
  const t = useTranslate();
  const location = useLocation();
  const navigate = useNavigate();
  const tab: Tab = location.pathname.endsWith('/channels') ? 'channels' : 'switches';
  const maySite = useMay('site');
  const mayMoney = useMay('money');
  const may = tab === 'channels' ? mayMoney : maySite;
  // Said once the operator is known: until then every switch waits disabled anyway.
  const { data: me } = useGetIdentity<OperatorAccount>();

  return (
    <List title={t('site.menu')}>
      <Tabs
        activeKey={tab}
        onChange={(key) => void navigate(TABS[key as Tab])}
        items={[
          { key: 'switches', label: t('site.tabs.switches') },
          { key: 'channels', label: t('site.tabs.channels') },
        ]}
      />
      {me !== undefined && !may && (
        <Alert type="info" showIcon message={t('site.readOnly')} style={{ marginBottom: 16 }} />
      )}
      {tab === 'switches' ? <SwitchesTab may={maySite} /> : <ChannelsCard may={mayMoney} />}
    </List>
  );
}

function SwitchesTab({ may }: { may: boolean }) {
  const t = useTranslate();
  const { code, state, error, reread } = useMerchantState();
  const { send, isPending } = useSiteChange(reread);
  return (
    <Flex vertical gap={16}>
      {error && <Alert type="error" showIcon message={errorText(error, t)} />}
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={10}>
          <Flex vertical gap={16}>
            <SiteSwitches code={code} state={state} may={may} send={send} />
            <FirebaseCard state={state} may={may} send={send} isPending={isPending} />
          </Flex>
        </Col>
        <Col xs={24} xl={14}>
          <JackpotCard state={state} may={may} send={send} isPending={isPending} />
        </Col>
      </Row>
      <ModulesCard tree={state?.whitelabel} may={may} send={send} />
    </Flex>
  );
}
