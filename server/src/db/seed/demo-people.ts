// Names of the demo companies' employees: a Luxembourg / French / German / Portuguese mix, some
// starting with accented letters so the alphabetical grouping is exercised.
import { ATELIER_EMPLOYEES, DEMO_USERS, type DemoUserKey } from './demo-facts';
import { luxembourgIban, luxembourgMatricule } from './luxembourg-ids';

export interface DemoEmployeeSeed {
  code: string | null;
  name: string;
  jobDescription: string;
  isArchived: boolean;
  isHiddenInHr: boolean;
  /** The demo user this record belongs to, if any. */
  user: DemoUserKey | null;
}

/** 1001: codes '1' … '37' in order, then three new employees without a code. */
const atelierNames = [
  'Marie Schmit', 'Hélène Muller', 'Frank Wagner', 'Élodie Faber', 'João Pereira', 'Anne Hoffmann',
  'Nicolas Kieffer', 'Sofia Martins', 'Thomas Becker', 'Isabelle Weber', 'Ana Rodrigues', 'Luc Thill',
  'Émile Bauer', 'Chantal Reding', 'Pedro Almeida', 'Sandrine Klein', 'Jérôme Duchêne', 'Katrin Schneider',
  'Miguel Costa', 'Nathalie Lentz', 'Olivier Dubois', 'Patricia Gomes', 'Raphaël Kremer', 'Stefan Fischer',
  'Tiago Ferreira', 'Ursula Koch', 'Valérie Meyer', 'Yves Goergen', 'Zoé Lambert', 'Ingrid Steffen',
  'Carlos Silva', 'Denise Hilger', 'Ève Rousseau', 'Georges Welter', 'Bernard Leclerc', 'Rita Sousa',
  'Paul Mersch',
];
const atelierNewNames = ['Óscar Neves', 'Laura Zenner', 'Mathias Braun'];

const boulangerieNames = [
  'Claude Feltgen', 'Ângela Lopes', 'Bruno Marques', 'Nicolas Kieffer', 'Céline Hurt', 'Daniel Schroeder',
  'Elena Vieira', 'Fabienne Thein', 'Guy Jacoby', 'Heike Wolff', 'Inês Carvalho', 'Jean Reuland',
  'Lucie Girard', 'Michel Frank', 'Nadine Krier',
];

const cloudNames = ['Ruben Schmitz', 'Svenja Lorang', 'Tomás Ribeiro', 'Aurélie Petit', 'Kevin Hansen'];

const jobs: Record<string, readonly string[]> = {
  '1001': ['Cabinetmaker', 'Upholsterer', 'Workshop assistant', 'Restorer', 'Sales advisor', 'Delivery driver'],
  '1002': ['Baker', 'Pastry chef', 'Sales assistant', 'Apprentice baker', 'Delivery driver'],
  '1003': ['Cloud engineer', 'Support engineer', 'Account manager', 'Developer', 'Office manager'],
};
const special: Record<string, string> = { '1001/2': 'HR manager', '1001/3': 'Finance manager', '1002/1': 'Managing director' };

function userFor(company: string, code: string | null): DemoUserKey | null {
  if (code === null) return null;
  for (const [key, user] of Object.entries(DEMO_USERS) as [DemoUserKey, (typeof DEMO_USERS)[DemoUserKey]][]) {
    if (user.employments.some((e) => e.company === company && e.code === code)) return key;
  }
  return null;
}

function employeesOf(company: string, names: readonly string[], newNames: readonly string[] = []): DemoEmployeeSeed[] {
  const companyJobs = jobs[company]!;
  const coded = names.map((name, i) => {
    const code = String(i + 1);
    return {
      code,
      name,
      jobDescription: special[`${company}/${code}`] ?? companyJobs[i % companyJobs.length]!,
      isArchived: company === '1001' && (ATELIER_EMPLOYEES.archivedCodes as readonly string[]).includes(code),
      isHiddenInHr: company === '1001' && code === ATELIER_EMPLOYEES.hiddenCode,
      user: userFor(company, code),
    };
  });
  const fresh = newNames.map((name, i) => ({
    code: null,
    name,
    jobDescription: companyJobs[i % companyJobs.length]!,
    isArchived: false,
    isHiddenInHr: false,
    user: null,
  }));
  return [...coded, ...fresh];
}

export const DEMO_EMPLOYEES: Record<string, DemoEmployeeSeed[]> = {
  '1001': employeesOf('1001', atelierNames, atelierNewNames),
  '1002': employeesOf('1002', boulangerieNames),
  '1003': employeesOf('1003', cloudNames),
};

/** employee@demo.test's HR profile, in the groups of decisions.md "HR profile". */
export function employeeProfileData(): Record<string, unknown> {
  const birthDate = '1990-04-12';
  return {
    identity: {
      lastName: 'Thill',
      firstName: 'Luc',
      birthDate,
      birthPlace: 'Esch-sur-Alzette',
      nationality: 'LU',
      gender: 'male',
      socialSecurityNumber: luxembourgMatricule(birthDate, '047'),
    },
    contact: {
      street: '14, rue de la Libération',
      postalCode: 'L-4210',
      city: 'Esch-sur-Alzette',
      country: 'LU',
      privateEmail: 'luc.thill@example.lu',
      privatePhone: '+352 621 458 132',
    },
    family: { maritalStatus: 'married', childrenCount: 2 },
    bank: { iban: luxembourgIban('001', '9400644750000'), bic: 'BCEELULL', accountHolder: 'Luc Thill' },
    employment: {
      startDate: '2018-09-01',
      jobTitle: 'Cabinetmaker',
      contractType: 'permanent',
      weeklyHours: 40,
    },
    tax: { taxClass: '2', crossBorderCountry: 'none' },
  };
}
