import type { Migration } from 'kysely';
import type { Engine } from '../engine.ts';
import { initialMigration } from './0001-initial.ts';
import { demoCheckoutsMigration } from './0002-demo-checkouts.ts';
import { analyticsNotificationsMigration } from './0003-analytics-notifications.ts';
import { storedObjectsMigration } from './0004-stored-objects.ts';
import { oneSpecificationStoreMigration } from './0005-one-specification-store.ts';
import { appRecordsMigration } from './0006-app-records.ts';
import { appVersionsMigration } from './0007-app-versions.ts';
import { appVisitorLimitsMigration } from './0008-app-visitor-limits.ts';
import { recordAccessMigration } from './0009-record-access.ts';
import { appTeamMigration } from './0010-app-team.ts';
import { whatIsPublicMigration } from './0011-what-is-public.ts';

// Every migration, in order. Names sort lexically; add new ones at the end with the next
// number. Each takes the engine so SQLite and PostgreSQL can differ where they must.
export function allMigrations(engine: Engine): Record<string, Migration> {
  return {
    '0001-initial': initialMigration(engine),
    '0002-demo-checkouts': demoCheckoutsMigration(engine),
    '0003-analytics-notifications': analyticsNotificationsMigration(engine),
    '0004-stored-objects': storedObjectsMigration(engine),
    '0005-one-specification-store': oneSpecificationStoreMigration(engine),
    '0006-app-records': appRecordsMigration(engine),
    '0007-app-versions': appVersionsMigration(engine),
    '0008-app-visitor-limits': appVisitorLimitsMigration(engine),
    '0009-record-access': recordAccessMigration(engine),
    '0010-app-team': appTeamMigration(engine),
    '0011-what-is-public': whatIsPublicMigration(engine),
  };
}
