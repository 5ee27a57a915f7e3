// The demo_checkouts table (migration 0002-demo-checkouts), added to the shared Database
// type from here so the demo module stays self-contained.

export interface DemoCheckoutsTable {
  id: string;
  userId: string;
  credits: number;
  status: 'open' | 'completed' | 'canceled';
  createdAt: string;
  updatedAt: string;
}

declare module '../../db/types.ts' {
  interface Database {
    demoCheckouts: DemoCheckoutsTable;
  }
}
