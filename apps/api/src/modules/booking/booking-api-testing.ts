/* Test helpers of booking's owner API: its operations and an owner's project with an address and a bookable service. */
import { randomUUID } from 'node:crypto';
import { print } from 'graphql';
import { and, eq } from 'drizzle-orm';
import {
  DeleteEmployeeDocument,
  DeleteEmployeeOverrideDocument,
  GetBookingRulesDocument,
  GetEmployeeDocument,
  GetEmployeeListDocument,
  SaveBookingRulesDocument,
  SaveEmployeeDocument,
  SaveEmployeeOverrideDocument,
  SaveEmployeeScheduleDocument,
  SetEmployeeServicesDocument,
} from '@donut/graphql';
import { projectServices, projectSiteAddresses } from '../../db/schema';
import type { TestApp } from '../../testing/test-app';
import { ownerWithProject } from '../../testing/owners';

export const B = {
  list: print(GetEmployeeListDocument),
  one: print(GetEmployeeDocument),
  save: print(SaveEmployeeDocument),
  remove: print(DeleteEmployeeDocument),
  services: print(SetEmployeeServicesDocument),
  schedule: print(SaveEmployeeScheduleDocument),
  saveOverride: print(SaveEmployeeOverrideDocument),
  removeOverride: print(DeleteEmployeeOverrideDocument),
  rules: print(GetBookingRulesDocument),
  saveRules: print(SaveBookingRulesDocument),
};

export interface BookingOwner {
  token: string;
  ownerId: string;
  projectId: string;
  addressId: string;
  /** Two of the project's starter services, made bookable online. */
  serviceIds: [string, string];
  /** Runs an operation for this owner's project; `language` picks the error texts. */
  call(query: string, variables?: Record<string, unknown>, language?: string): ReturnType<TestApp['graphql']>;
  /** Runs an operation and returns its one answer, failing the test on errors. */
  ok(query: string, variables?: Record<string, unknown>): Promise<ReturnType<typeof JSON.parse>>;
}

/** A new owner with a project, one site address (in `timeZone`) and two bookable services. */
export async function bookingOwner(t: TestApp, timeZone = 'Asia/Tbilisi'): Promise<BookingOwner> {
  const owner = await ownerWithProject(t);
  const addressId = randomUUID();
  await t.db.insert(projectSiteAddresses).values({
    projectId: owner.projectId,
    id: addressId,
    position: 0,
    title: 'Centre',
    address: 'Rustaveli 1',
    lat: 41.7,
    lng: 44.8,
    timeZone,
  });
  const services = await t.db
    .update(projectServices)
    .set({ bookableOnline: true })
    .where(eq(projectServices.projectId, owner.projectId))
    .returning({ id: projectServices.id, position: projectServices.position });
  services.sort((a, b) => a.position - b.position);
  await t.db
    .update(projectServices)
    .set({ durationMinutes: 60 })
    .where(and(eq(projectServices.projectId, owner.projectId), eq(projectServices.id, services[0].id)));
  const call = (query: string, variables: Record<string, unknown> = {}, language = 'en') =>
    t.graphql(query, { project_id: owner.projectId, ...variables }, language, owner.ownerToken);
  return {
    token: owner.ownerToken,
    ownerId: owner.ownerId,
    projectId: owner.projectId,
    addressId,
    serviceIds: [services[0].id, services[1].id],
    call,
    async ok(query, variables = {}) {
      const result = await call(query, variables);
      if (result.errors) throw new Error(JSON.stringify(result.errors));
      return Object.values(result.data)[0];
    },
  };
}

/** `09:00-18:00` every weekday with a lunch 13:00–13:45, as ScheduleInput. */
export const weekdaysWithLunch = {
  kind: 'weekly',
  days: [1, 2, 3, 4, 5].map((weekday) => ({
    weekday,
    intervals: [{ start: '09:00', end: '18:00' }],
    breaks: [{ start: '13:00', end: '13:45' }],
  })),
};
