import { createFileRoute } from '@tanstack/react-router';
import { HrMessagesPage } from '@/features/hr';

export const Route = createFileRoute('/_authenticated/hr/messages')({
  component: HrMessagesPage,
});
