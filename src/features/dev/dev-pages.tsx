import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Drawer, Group, SimpleGrid, Paper, Text, useMantineTheme } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { CenteredCard } from '@/components/centered-card';
import { Dialog } from '@/components/dialog';
import { PageTitle } from '@/components/page-title';
import { bestTextColor } from './contrast';

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
      <Dialog opened={opened} onClose={close} title={t`Example dialog`}>
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
      </Dialog>
    </CenteredCard>
  );
}

/** Developer demo: the theme's colours, each shade with the text colour that reads best on it. */
export function ColorsDemoPage() {
  const { t } = useLingui();
  const theme = useMantineTheme();
  const names = ['blue', 'green', 'red', 'orange', 'gray'] as const;
  return (
    <main style={{ padding: 'var(--mantine-spacing-md)' }}>
      <PageTitle title={t`Colours`} description={t`Each shade with the text colour that reads best on it, and their contrast ratio (WCAG AA asks for 4.5:1).`} />
      <SimpleGrid cols={{ base: 1, sm: 3, md: 5 }}>
        {names.map((name) => (
          <div key={name}>
            {theme.colors[name].map((background, shade) => {
              const text = bestTextColor(background);
              return (
                <Paper key={shade} p="xs" mb={4} bg={background} c={text.color}>
                  <Text size="sm">{`${name}.${shade} ${background} · ${text.ratio.toFixed(1)}:1`}</Text>
                </Paper>
              );
            })}
          </div>
        ))}
      </SimpleGrid>
    </main>
  );
}
