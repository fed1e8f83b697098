import { Migration } from '@mikro-orm/migrations';

/** Each rider report keeps the drying model's verdict for its hour (decision 076); older reports have none. */
export class Migration20261127041000_ReportModelVerdict extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "condition_reports" add column "model_verdict" varchar(10) null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "condition_reports" drop column "model_verdict";`);
  }
}
