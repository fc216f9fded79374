import type { OpenedAccount, RegisterSettings } from '@app/contracts';
import { useState } from 'react';
import { useSession } from '@/shared/session';
import { useRegisterSettings } from '@/shared/site/get-register-settings';
import { QueryState } from '@/shared/ui/query-state';
import { grantedChoices } from '../lib/types';
import { AddUserIcon } from './agent-accounts-icons';
import { CentreHead } from './centre-tabs';
import { OpenAccountForm } from './open-account-form';
import { OpenedCard } from './opened-card';
import { useOpenAccountForm } from './use-open-account-form';
import './agent-accounts.css';

/**
 * /m/agentRegister (SPEC §2 open account, AGENTS.md REGCEN): the agent opens an account for a
 * player or an agent directly under itself; the new member may log in at once.
 */
export function OpenAccountPage() {
  const settings = useRegisterSettings();
  const [opened, setOpened] = useState<OpenedAccount>();
  return (
    <section className="aa-page">
      <CentreHead icon={<AddUserIcon />} section="open" />
      {opened ? (
        <OpenedCard account={opened} onAgain={() => setOpened(undefined)} />
      ) : (
        <QueryState query={settings} skeletonRows={5}>
          {(data) => <FormWithRules rules={data.register} onOpened={setOpened} />}
        </QueryState>
      )}
    </section>
  );
}

function FormWithRules({
  rules,
  onOpened,
}: {
  rules: RegisterSettings['register'];
  onOpened: (account: OpenedAccount) => void;
}) {
  const callerType = useSession()?.type ?? 1;
  const state = useOpenAccountForm({
    rules,
    defaultType: grantedChoices(callerType)[0]?.type ?? 0,
    onOpened,
  });
  return <OpenAccountForm state={state} rules={rules} callerType={callerType} />;
}
