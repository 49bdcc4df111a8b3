import { useLingui } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';

/** Jumps to a letter's heading in the list; only letters that have employees are offered. */
export function LetterIndex({ letters, onJump }: { letters: { letter: string; index: number }[]; onJump: (index: number) => void }) {
  const { t } = useLingui();
  if (letters.length < 2) return null;
  return (
    <nav aria-label={t`Jump to letter`}>
      <Group gap={4}>
        {letters.map(({ letter, index }) => (
          <Button key={letter} variant="default" size="compact-sm" miw={44} mih={44} onClick={() => onJump(index)} aria-label={t`Jump to ${letter}`}>
            {letter}
          </Button>
        ))}
      </Group>
    </nav>
  );
}
