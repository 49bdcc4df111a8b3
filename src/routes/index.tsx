import { createFileRoute } from '@tanstack/react-router';
import { homeBeforeLoad } from '@/app/guards';

// Home: checks authentication and sends the user on (spec §2).
export const Route = createFileRoute('/')({
  beforeLoad: homeBeforeLoad,
});
