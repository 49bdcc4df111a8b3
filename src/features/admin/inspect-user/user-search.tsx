import { Trans, useLingui } from '@lingui/react/macro';
import { List, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AnchorLink } from '@/components/router-links';
import { inspectUserSearchQueryOptions } from './user-search-query';

/** Finds a user to inspect by email, name, employee code or company name. */
export function UserSearch() {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text.trim(), 300);
  const { data } = useQuery(inspectUserSearchQueryOptions(debounced));
  const users = debounced.length >= 2 ? (data?.users ?? []) : [];
  return (
    <>
      <TextInput
        type="search"
        label={t`Search a user`}
        description={t`Email, name, company name or employee code`}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      {debounced.length >= 2 && data && users.length === 0 ? (
        <Text>
          <Trans>No user matches this search.</Trans>
        </Text>
      ) : null}
      {users.length > 0 ? (
        <List aria-label={t`Users found`} spacing={4}>
          {users.map((user) => (
            <List.Item key={user.id}>
              <AnchorLink to="/inspect-user-id/{-$id}" params={{ id: user.id }} style={{ overflowWrap: 'anywhere' }}>
                {user.name ? `${user.name} (${user.email})` : user.email}
              </AnchorLink>
            </List.Item>
          ))}
        </List>
      ) : null}
    </>
  );
}
