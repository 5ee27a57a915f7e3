import type { Kysely } from 'kysely';
import type { Engine } from '../engine.ts';

// The whole schema of docs/product-spec.md §3, with docs/design.md's decisions: one projects table
// (builder "projects" + "UserProject"), one launches table ("appLaunches" + "ProjectLaunch").
// Written with Kysely's schema builder so SQLite and PostgreSQL run the same migration.

export function initialMigration(engine: Engine) {
  const pg = engine === 'postgres';
  // better-auth hands Date and boolean values to PostgreSQL and ISO strings / 0-1 to SQLite.
  const authDate = pg ? 'timestamptz' : 'text';
  const authBool = pg ? 'boolean' : 'integer';

  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('users')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('email_verified', authBool, (c) => c.notNull())
        .addColumn('image', 'text')
        .addColumn('created_at', authDate, (c) => c.notNull())
        .addColumn('updated_at', authDate, (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('sessions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('expires_at', authDate, (c) => c.notNull())
        .addColumn('token', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', authDate, (c) => c.notNull())
        .addColumn('updated_at', authDate, (c) => c.notNull())
        .addColumn('ip_address', 'text')
        .addColumn('user_agent', 'text')
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .execute();
      await db.schema
        .createIndex('sessions_user_id_idx')
        .on('sessions')
        .column('user_id')
        .execute();

      await db.schema
        .createTable('accounts')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('account_id', 'text', (c) => c.notNull())
        .addColumn('provider_id', 'text', (c) => c.notNull())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('access_token', 'text')
        .addColumn('refresh_token', 'text')
        .addColumn('id_token', 'text')
        .addColumn('access_token_expires_at', authDate)
        .addColumn('refresh_token_expires_at', authDate)
        .addColumn('scope', 'text')
        .addColumn('password', 'text')
        .addColumn('created_at', authDate, (c) => c.notNull())
        .addColumn('updated_at', authDate, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('accounts_user_id_idx')
        .on('accounts')
        .column('user_id')
        .execute();

      await db.schema
        .createTable('verifications')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('identifier', 'text', (c) => c.notNull())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('expires_at', authDate, (c) => c.notNull())
        .addColumn('created_at', authDate, (c) => c.notNull())
        .addColumn('updated_at', authDate, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('verifications_identifier_idx')
        .on('verifications')
        .column('identifier')
        .execute();

      await db.schema
        .createTable('projects')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('slug', 'text', (c) => c.notNull().unique())
        .addColumn('description', 'text')
        .addColumn('category', 'text')
        .addColumn('prompt', 'text')
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
        .addColumn('is_public', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_launched', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('launched_at', 'text')
        .addColumn('launch_url', 'text')
        .addColumn('preview_url', 'text')
        .addColumn('live_url', 'text')
        .addColumn('public_url', 'text')
        .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('app_data', 'text')
        .addColumn('specification', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      // The list (docs/product-spec.md §7: userId ordered by updatedAt desc) and its status filter.
      await db.schema
        .createIndex('projects_user_updated_idx')
        .on('projects')
        .columns(['user_id', 'updated_at'])
        .execute();
      await db.schema
        .createIndex('projects_user_status_updated_idx')
        .on('projects')
        .columns(['user_id', 'status', 'updated_at'])
        .execute();

      await db.schema
        .createTable('templates')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('category', 'text', (c) => c.notNull())
        .addColumn('is_featured', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('preview_url', 'text')
        .addColumn('prompt', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('templates_featured_idx')
        .on('templates')
        .columns(['is_featured', 'name'])
        .execute();

      await db.schema
        .createTable('uploaded_files')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('project_id', 'text', (c) => c.references('projects.id').onDelete('set null'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('original_name', 'text', (c) => c.notNull())
        .addColumn('file_type', 'text', (c) => c.notNull())
        .addColumn('file_size', 'integer', (c) => c.notNull())
        .addColumn('storage_key', 'text', (c) => c.notNull())
        .addColumn('storage_url', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('uploaded_files_user_idx')
        .on('uploaded_files')
        .columns(['user_id', 'created_at'])
        .execute();

      await db.schema
        .createTable('launches')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('project_id', 'text', (c) =>
          c.notNull().references('projects.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('launch_type', 'text', (c) => c.notNull().defaultTo('public'))
        .addColumn('launch_url', 'text', (c) => c.notNull())
        .addColumn('absolute_url', 'text', (c) => c.notNull())
        .addColumn('launch_status', 'text', (c) => c.notNull().defaultTo('active'))
        .addColumn('launch_config', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('custom_domain', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('launches_project_status_idx')
        .on('launches')
        .columns(['project_id', 'launch_status'])
        .execute();
      await db.schema
        .createIndex('launches_custom_domain_idx')
        .on('launches')
        .columns(['custom_domain', 'launch_status'])
        .execute();

      await db.schema
        .createTable('design_customizations')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('project_id', 'text', (c) =>
          c.notNull().unique().references('projects.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('design_data', 'text', (c) => c.notNull())
        .addColumn('theme_config', 'text', (c) => c.notNull())
        .addColumn('custom_css', 'text')
        .addColumn('design_status', 'text', (c) => c.notNull().defaultTo('active'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('code_exports')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('project_id', 'text', (c) =>
          c.notNull().references('projects.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('export_url', 'text', (c) => c.notNull())
        .addColumn('storage_key', 'text', (c) => c.notNull())
        .addColumn('export_type', 'text', (c) => c.notNull().defaultTo('zip'))
        .addColumn('export_status', 'text', (c) => c.notNull().defaultTo('completed'))
        .addColumn('file_size', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('code_exports_project_idx')
        .on('code_exports')
        .columns(['project_id', 'created_at'])
        .execute();

      await db.schema
        .createTable('project_specifications')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('project_id', 'text', (c) =>
          c.notNull().references('projects.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('spec_type', 'text', (c) => c.notNull().defaultTo('technical'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('project_specifications_project_idx')
        .on('project_specifications')
        .columns(['project_id', 'created_at'])
        .execute();

      await db.schema
        .createTable('project_tasks')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('project_id', 'text', (c) =>
          c.notNull().references('projects.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('done', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('project_tasks_project_position_idx')
        .on('project_tasks')
        .columns(['project_id', 'position'])
        .execute();

      await db.schema
        .createTable('project_notes')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('project_id', 'text', (c) =>
          c.notNull().references('projects.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('project_notes_project_idx')
        .on('project_notes')
        .columns(['project_id', 'updated_at'])
        .execute();

      await db.schema
        .createTable('project_files')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('project_id', 'text', (c) =>
          c.notNull().references('projects.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('size', 'integer', (c) => c.notNull())
        .addColumn('mime_type', 'text', (c) => c.notNull())
        .addColumn('storage_key', 'text', (c) => c.notNull())
        .addColumn('public_url', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('project_files_project_idx')
        .on('project_files')
        .columns(['project_id', 'created_at'])
        .execute();

      await db.schema
        .createTable('subscriptions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('plan_name', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('stripe_customer_id', 'text')
        .addColumn('stripe_subscription_id', 'text', (c) => c.unique())
        .addColumn('price_id', 'text')
        .addColumn('current_period_start', 'text')
        .addColumn('current_period_end', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('subscriptions_user_created_idx')
        .on('subscriptions')
        .columns(['user_id', 'created_at'])
        .execute();

      await db.schema
        .createTable('credit_ledgers')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('plan_name', 'text', (c) => c.notNull())
        .addColumn('period_start', 'text', (c) => c.notNull())
        .addColumn('period_end', 'text', (c) => c.notNull())
        .addColumn('message_limit', 'integer', (c) => c.notNull())
        .addColumn('messages_used', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('integration_limit', 'integer', (c) => c.notNull())
        .addColumn('integrations_used', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('credit_ledgers_user_period_uq', ['user_id', 'period_start'])
        .execute();

      await db.schema
        .createTable('daily_usage')
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('messages_used', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('daily_usage_pk', ['user_id', 'day'])
        .execute();

      await db.schema
        .createTable('checkout_sessions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('plan_name', 'text', (c) => c.notNull())
        .addColumn('price_id', 'text')
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
        .addColumn('external_id', 'text', (c) => c.unique())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('payment_events')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('session_id', 'text', (c) => c.unique())
        .addColumn('processed_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('newsletter_subscriptions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('demo_credits')
        .addColumn('user_id', 'text', (c) =>
          c.primaryKey().references('users.id').onDelete('cascade'),
        )
        .addColumn('credits', 'integer', (c) => c.notNull().defaultTo(5))
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('demo_notes')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('text_input', 'text', (c) => c.notNull())
        .addColumn('ai_output', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('demo_notes_user_idx')
        .on('demo_notes')
        .columns(['user_id', 'created_at'])
        .execute();

      await db.schema
        .createTable('demo_files')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('file_size', 'integer', (c) => c.notNull())
        .addColumn('storage_key', 'text', (c) => c.notNull())
        .addColumn('storage_url', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('demo_files_user_idx')
        .on('demo_files')
        .columns(['user_id', 'created_at'])
        .execute();

      await db.schema
        .createTable('demo_messages')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('channel', 'text', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('display_name', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('demo_messages_channel_idx')
        .on('demo_messages')
        .columns(['channel', 'created_at'])
        .execute();

      await db.schema
        .createTable('demo_scrapes')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('url', 'text', (c) => c.notNull())
        .addColumn('title', 'text')
        .addColumn('description', 'text')
        .addColumn('links', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('analytics_events')
        .addColumn('id', pg ? 'bigserial' : 'integer', (c) =>
          pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('project_id', 'text', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('timestamp', 'text', (c) => c.notNull())
        .addColumn('user_id', 'text')
        .addColumn('user_email', 'text')
        .addColumn('session_id', 'text')
        .addColumn('pathname', 'text')
        .addColumn('referrer', 'text')
        .addColumn('screen_width', 'integer')
        .addColumn('channel', 'text')
        .addColumn('utm_source', 'text')
        .addColumn('utm_medium', 'text')
        .addColumn('utm_campaign', 'text')
        .addColumn('utm_content', 'text')
        .addColumn('utm_term', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('analytics_events_project_idx')
        .on('analytics_events')
        .columns(['project_id', 'timestamp'])
        .execute();
    },
    async down() {
      throw new Error('The initial migration cannot be reverted.');
    },
  };
}
