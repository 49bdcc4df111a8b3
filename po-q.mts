import { formatter } from '@lingui/format-po';
import { readFileSync } from 'node:fs';
const cat = (await formatter().parse(readFileSync('locales/fr/messages.po', 'utf8'), { locale: 'fr', sourceLocale: 'en', filename: 'x.po' } as never)) as Record<string, { message: string; origin: unknown }>;
for (const id of process.argv.slice(2)) console.log(id, JSON.stringify(cat[id]?.message), JSON.stringify(cat[id]?.origin));
