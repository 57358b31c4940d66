import { Button, Callout, Card, FormGroup, H2, HTMLSelect, HTMLTable, InputGroup } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { useAuditorCommands, useAuditors, type AuditorScope } from '../api/auditors';
import { AUDIT_TEXTS } from '../audit-texts';
import '../audit.css';

/** /admin/auditors: a platform Admin grants the Auditor role to a user of any organization, and revokes it. */
export const AuditorsScreen = () => {
  const auditors = useAuditors();
  const { grant, revoke } = useAuditorCommands();
  const [email, setEmail] = useState('');
  const [scope, setScope] = useState<AuditorScope>('Organization');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    grant.mutate({ email, scope }, { onSuccess: () => setEmail('') });
  };
  const failed = grant.error ?? revoke.error;
  return (
    <main className="audit-page">
      <H2>{AUDIT_TEXTS.auditorsTitle}</H2>
      <Card>
        <form className="auditor-grant" onSubmit={submit}>
          <FormGroup label={AUDIT_TEXTS.email} labelFor="auditor-email">
            <InputGroup id="auditor-email" type="email" value={email} onValueChange={setEmail} />
          </FormGroup>
          <FormGroup label={AUDIT_TEXTS.scope} labelFor="auditor-scope">
            <HTMLSelect
              id="auditor-scope"
              value={scope}
              onChange={(event) => setScope(event.currentTarget.value as AuditorScope)}
              options={(['Organization', 'Platform'] as const).map((value) => ({ value, label: AUDIT_TEXTS.scopes[value] }))}
            />
          </FormGroup>
          <Button type="submit" intent="primary" text={AUDIT_TEXTS.grant} loading={grant.isPending} disabled={!email.trim()} />
        </form>
        {failed && <Callout intent="danger">{failed.message}</Callout>}
      </Card>
      {auditors.data?.length === 0 && <p>{AUDIT_TEXTS.noAuditors}</p>}
      {auditors.data && auditors.data.length > 0 && (
        <HTMLTable className="audit-table" compact striped>
          <thead>
            <tr>
              <th>{AUDIT_TEXTS.email}</th>
              <th>{AUDIT_TEXTS.scope}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {auditors.data.map((auditor) => (
              <tr key={auditor.userId}>
                <td>{`${auditor.firstName} ${auditor.lastName} (${auditor.email})`}</td>
                <td>{auditor.organizationId ? (auditor.organizationName ?? auditor.organizationId) : AUDIT_TEXTS.everyOrganization}</td>
                <td>
                  <Button small text={AUDIT_TEXTS.revoke} onClick={() => revoke.mutate(auditor.userId)} />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </main>
  );
};
