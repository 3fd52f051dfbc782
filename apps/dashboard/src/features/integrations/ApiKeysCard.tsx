import { errorMessage } from '@carat/api-client';
import { type ApiKeySummary, useApiKeys, useCreateApiKey, useRevokeApiKey } from '@carat/api-client/react';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Checkbox,
  FormField,
  Input,
  Label,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  toast,
} from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { API_RESOURCES, type ApiScope } from '@carat/validation/integrations';
import { type FormEvent, useState } from 'react';
import { ListSkeleton, ListStates } from '#components/ListStates.tsx';
import { formatDate } from '#lib/format.ts';
import { showCreateError } from './form-errors.ts';
import { SecretDialog } from './SecretDialog.tsx';

function keyStatus(key: ApiKeySummary, now: number): 'active' | 'revoked' | 'expired' {
  if (key.revokedAt) return 'revoked';
  if (key.expiresAt && Date.parse(key.expiresAt) <= now) return 'expired';
  return 'active';
}

/** The business's API keys: create (shown once), list, revoke. */
export function ApiKeysCard() {
  const { t, locale } = useI18n();
  const keys = useApiKeys();
  const create = useCreateApiKey();
  const revoke = useRevokeApiKey();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiScope[]>(['clients:read']);
  const [expiresOn, setExpiresOn] = useState('');
  const [shown, setShown] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  const toggle = (scope: ApiScope, on: boolean) =>
    setScopes((current) => (on ? [...new Set([...current, scope])] : current.filter((s) => s !== scope)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFieldErrors({});
    create.mutate(
      {
        name,
        scopes,
        ...(expiresOn ? { expiresAt: new Date(`${expiresOn}T23:59:59`).toISOString() } : {}),
      },
      {
        onSuccess: (created) => {
          setShown(created.key);
          setName('');
        },
        onError: showCreateError(setFieldErrors, locale),
      },
    );
  };

  const now = Date.now();
  return (
    <Card data-testid="api-keys">
      <CardHeader>
        <CardTitle>{t('integrations.keys.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6">
        <form onSubmit={submit} className="grid gap-4" aria-label={t('integrations.keys.create')}>
          <FormField label={t('integrations.keys.name')} error={fieldErrors.name} required>
            <Input
              value={name}
              onChange={(e) => setName(e.target.value)}
              placeholder={t('integrations.keys.namePlaceholder')}
              maxLength={100}
            />
          </FormField>
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">{t('integrations.keys.scopes')}</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {API_RESOURCES.map((resource) => (
                <div key={resource} className="flex flex-wrap items-center gap-3 rounded-md border p-2">
                  <span className="min-w-28 text-sm">{t(`integrations.resource.${resource}`)}</span>
                  {(['read', 'write'] as const).map((access) => {
                    const scope = `${resource}:${access}` as ApiScope;
                    const id = `scope-${resource}-${access}`;
                    return (
                      <span key={access} className="flex items-center gap-1.5">
                        <Checkbox
                          id={id}
                          checked={scopes.includes(scope)}
                          onCheckedChange={(on) => toggle(scope, on === true)}
                        />
                        <Label htmlFor={id} className="text-sm font-normal">
                          {t(`integrations.keys.${access}`)}
                        </Label>
                      </span>
                    );
                  })}
                </div>
              ))}
            </div>
            {fieldErrors.scopes ? <p className="text-sm text-destructive">{fieldErrors.scopes}</p> : null}
          </fieldset>
          <FormField label={t('integrations.keys.expiresAt')} error={fieldErrors.expiresAt}>
            <Input
              type="date"
              value={expiresOn}
              onChange={(e) => setExpiresOn(e.target.value)}
              className="max-w-48"
            />
          </FormField>
          <Button
            type="submit"
            className="justify-self-start"
            disabled={create.isPending || scopes.length === 0 || !name.trim()}
          >
            {t('integrations.keys.create')}
          </Button>
        </form>

        <ListStates
          list={keys}
          skeleton={<ListSkeleton count={2} itemClassName="h-10" />}
          errorTitle={t('integrations.keys.loadError')}
          filtered={false}
          empty={{ icon: null, title: t('integrations.keys.empty'), description: '', action: null }}
        >
          {(page) => (
            <div className="overflow-x-auto">
              <Table>
                <TableHeader>
                  <TableRow>
                    <TableHead>{t('integrations.keys.name')}</TableHead>
                    <TableHead>{t('integrations.keys.start')}</TableHead>
                    <TableHead>{t('integrations.keys.scopes')}</TableHead>
                    <TableHead>{t('integrations.keys.lastUsed')}</TableHead>
                    <TableHead>{t('integrations.keys.expires')}</TableHead>
                    <TableHead>{t('integrations.keys.status')}</TableHead>
                    <TableHead />
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {page.items.map((key) => {
                    const status = keyStatus(key, now);
                    return (
                      <TableRow key={key.id} data-testid="api-key-row">
                        <TableCell className="font-medium">{key.name}</TableCell>
                        <TableCell className="font-mono text-xs">{key.start}…</TableCell>
                        <TableCell className="max-w-56 text-xs">{key.scopes.join(', ')}</TableCell>
                        <TableCell>
                          {key.lastUsedAt ? formatDate(key.lastUsedAt, locale) : t('integrations.never')}
                        </TableCell>
                        <TableCell>{key.expiresAt ? formatDate(key.expiresAt, locale) : '—'}</TableCell>
                        <TableCell>
                          <Badge variant={status === 'active' ? 'success' : 'secondary'}>
                            {t(`integrations.keys.${status}`)}
                          </Badge>
                        </TableCell>
                        <TableCell>
                          {status === 'active' ? (
                            <Button
                              size="sm"
                              variant="outline"
                              disabled={revoke.isPending}
                              onClick={() => {
                                if (!window.confirm(t('integrations.keys.revokeConfirm', { name: key.name })))
                                  return;
                                revoke.mutate(key.id, {
                                  onSuccess: () => toast.success(t('integrations.keys.revokedToast')),
                                  onError: (error) => toast.error(errorMessage(error, locale)),
                                });
                              }}
                            >
                              {t('integrations.keys.revoke')}
                            </Button>
                          ) : null}
                        </TableCell>
                      </TableRow>
                    );
                  })}
                </TableBody>
              </Table>
            </div>
          )}
        </ListStates>
      </CardContent>
      <SecretDialog
        title={t('integrations.keys.created')}
        hint={t('integrations.keys.createdHint')}
        secret={shown}
        onClose={() => setShown(null)}
      />
    </Card>
  );
}
