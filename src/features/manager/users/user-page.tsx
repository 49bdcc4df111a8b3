import { useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, List, Select, SimpleGrid, Stack, Switch, TextInput, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { PageTitle } from '@/components/page-title';
import { LANGUAGES } from '@/domain/enums';
import { isPlausibleEmail } from '@/domain/manager-refusals';
import { USER_FLAGS, noUserFlags, type UserFlag, type UserFlags } from '@/domain/permissions';
import { LANGUAGE_NAMES } from '@/lib/i18n';
import { notify } from '@/lib/notifications';
import { useCreateUser } from '@/features/manager/api/create-user';
import { useUpdateUser } from '@/features/manager/api/update-user';
import { userQueryOptions } from '@/features/manager/api/user-query';
import { refusalText } from '@/features/manager/refusals';
import { USER_FLAG_WORDS } from '@/lib/i18n/flag-words';

interface Props {
  userId: string | null;
  viewer: { id: string; role: UserFlags };
  openUser: (id: string) => void;
  openEmployee: (id: string) => void;
}

/** A user's item page: address, language, the ten flags each with what it does, and their employee records. */
export function UserPage({ userId, viewer, openUser, openEmployee }: Props) {
  const { t, i18n } = useLingui();
  const createUser = useCreateUser();
  const updateUser = useUpdateUser();
  const { data } = useSuspenseQuery(userQueryOptions(userId ?? ''));
  const user = userId ? data.user : null;
  const [email, setEmail] = useState(user?.email ?? '');
  const [name, setName] = useState(user?.name ?? '');
  const [language, setLanguage] = useState<string | null>(user?.language ?? null);
  const [flags, setFlags] = useState<UserFlags>({ ...noUserFlags(), canSignInToApp: true, ...(user?.role ?? {}) });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const emailInvalid = !isPlausibleEmail(email.trim().toLowerCase());

  const mayChange = (flag: UserFlag) => {
    if (flag === 'canSignInToApp' ? !viewer.role.canManageAccounts : !viewer.role.canManageRoles) return false;
    // Nobody takes their own sign-in, role management or all-companies access away (the API refuses too).
    return !(user?.id === viewer.id && ['canSignInToApp', 'canManageRoles', 'canAccessAllCompanies'].includes(flag) && flags[flag]);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (emailInvalid) return setError(t`This is not a valid email address.`);
    setBusy(true);
    setError(null);
    const changedFlags = Object.fromEntries(USER_FLAGS.filter((f) => flags[f] !== (user?.role?.[f] ?? f === 'canSignInToApp')).map((f) => [f, flags[f]]));
    try {
      if (user) {
        await updateUser.mutateAsync({ id: user.id, data: { email, name, language, ...changedFlags, expectedVersion: user.version } });
        notify({ type: 'success', title: t`Saved`, text: t`The user was saved.` });
      } else {
        const created = await createUser.mutateAsync({ email, name, language, ...changedFlags });
        notify({ type: 'success', title: t`Saved`, text: t`The user was created.` });
        if (created.createUser) openUser(created.createUser.id);
      }
    } catch (failure) {
      setError(refusalText(failure, (m) => i18n._(m)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack>
      <PageTitle title={user ? (user.email ?? '') : t`New user`} />
      <form onSubmit={save} noValidate>
        {error ? (
          <Alert color="red" mb="md" role="alert">
            {error}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label={t`Email`} type="email" required value={email} onChange={(e) => setEmail(e.currentTarget.value)} />
          <TextInput label={t`Name`} value={name} onChange={(e) => setName(e.currentTarget.value)} />
          <Select label={t`Language`} data={LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))} value={language} onChange={setLanguage} clearable />
        </SimpleGrid>
        <Title order={2} size="h3" mt="lg" mb="sm">
          {t`Rights`}
        </Title>
        <Stack gap="sm">
          {USER_FLAGS.map((flag) => (
            <Switch
              key={flag}
              label={i18n._(USER_FLAG_WORDS[flag].name)}
              description={
                flag === 'canSignInToApp' ? (
                  <>
                    {i18n._(USER_FLAG_WORDS[flag].does)}
                    <br />
                    {t`Turning it off ends their sessions at once.`}
                  </>
                ) : (
                  i18n._(USER_FLAG_WORDS[flag].does)
                )
              }
              checked={flags[flag]}
              disabled={!mayChange(flag)}
              onChange={(e) => {
                const checked = e.currentTarget.checked;
                setFlags((f) => ({ ...f, [flag]: checked }));
              }}
            />
          ))}
        </Stack>
        <Button type="submit" mt="lg" loading={busy}>
          {user ? t`Save` : t`Create user`}
        </Button>
      </form>
      {user ? (
        <section aria-labelledby="user-employees">
          <Title order={2} id="user-employees" size="h3">
            {t`Employee records`}
          </Title>
          <List>
            {(user.employees ?? []).map((employee) => (
              <List.Item key={employee.id}>
                <Anchor component="button" type="button" onClick={() => openEmployee(employee.id)}>
                  {`${employee.company?.code ?? ''} ${employee.company?.name ?? ''} · ${employee.name ?? ''}`}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </section>
      ) : null}
    </Stack>
  );
}
