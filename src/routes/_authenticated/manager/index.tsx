import { createFileRoute } from '@tanstack/react-router';
import { ManagerHomePage } from '@/features/manager';

const LIST_PATHS = {
  companies: '/manager/companies',
  users: '/manager/users',
  employees: '/manager/employees',
  documentTypes: '/manager/document-types',
} as const;

export const Route = createFileRoute('/_authenticated/manager/')({
  component: ManagerHome,
});

function ManagerHome() {
  const { me } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  return <ManagerHomePage user={me.role} openList={(list) => void navigate({ to: LIST_PATHS[list] })} />;
}
