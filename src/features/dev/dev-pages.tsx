import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Drawer, Group, Modal, SimpleGrid, Paper, Text, useMantineTheme } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { CenteredCard } from '@/components/centered-card';
import { PageTitle } from '@/components/page-title';

/** Developer demo: a drawer, as the layout's panels use it. */
export function DrawerDemoPage() {
  const { t } = useLingui();
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <CenteredCard>
      <PageTitle title={t`Drawer demo`} description={t`A side panel that opens over the page.`} />
      <Button onClick={open}>
        <Trans>Open the drawer</Trans>
      </Button>
      <Drawer opened={opened} onClose={close} title={t`Example drawer`} closeButtonProps={{ 'aria-label': t`Close` }}>
        <Text>
          <Trans>Drawers hold filters and details without leaving the page.</Trans>
        </Text>
      </Drawer>
    </CenteredCard>
  );
}

/** Developer demo: a confirmation dialog. */
export function DialogDemoPage() {
  const { t } = useLingui();
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <CenteredCard>
      <PageTitle title={t`Dialog demo`} description={t`A dialog that asks for a confirmation.`} />
      <Button onClick={open}>
        <Trans>Open the dialog</Trans>
      </Button>
      <Modal opened={opened} onClose={close} title={t`Example dialog`} closeButtonProps={{ 'aria-label': t`Close` }}>
        <Text mb="md">
          <Trans>Do you want to continue?</Trans>
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            <Trans>Cancel</Trans>
          </Button>
          <Button onClick={close}>
            <Trans>Confirm</Trans>
          </Button>
        </Group>
      </Modal>
    </CenteredCard>
  );
}

const SHADES = [7, 8, 9] as const;

/** Developer demo: the theme's colours in the shades used for text and filled buttons. */
export function ColorsDemoPage() {
  const { t } = useLingui();
  const theme = useMantineTheme();
  const names = ['blue', 'green', 'red', 'orange', 'gray'] as const;
  return (
    <main style={{ padding: 'var(--mantine-spacing-md)' }}>
      <PageTitle title={t`Colours`} description={t`Shades dark enough for white text (contrast 4.5:1 or more).`} />
      <SimpleGrid cols={{ base: 1, sm: 3, md: 5 }}>
        {names.map((name) => (
          <div key={name}>
            {SHADES.map((shade) => (
              <Paper key={shade} p="sm" mb={4} bg={theme.colors[name][shade]} c="white">
                <Text size="sm">{`${name}.${shade} ${theme.colors[name][shade]}`}</Text>
              </Paper>
            ))}
          </div>
        ))}
      </SimpleGrid>
    </main>
  );
}
