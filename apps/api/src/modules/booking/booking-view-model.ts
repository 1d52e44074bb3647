import type { employeeScheduleOverrides, employeeSchedules, employeeServices } from '../../db/schema';
import { toImage } from '../files/store-image';
import type { ProjectRules, ServiceRules } from './booking-rules.store';
import type { EmployeeRow } from './employees.service';
import type { WorkingDay } from './slot-engine';

type UploadUrl = (key: string) => string;

interface SetUp {
  services: Array<typeof employeeServices.$inferSelect>;
  schedules: Array<typeof employeeSchedules.$inferSelect>;
  overrides: Array<typeof employeeScheduleOverrides.$inferSelect>;
}

const workingDay = (day: WorkingDay) => ({ intervals: [...day.intervals], breaks: [...day.breaks] });

/** An employee as the owner's GraphQL type `Employee` shows them, with their set-up. */
export function toEmployee(row: EmployeeRow, setUp: SetUp, uploadUrl: UploadUrl) {
  return {
    id: row.id,
    name: row.name,
    position: row.jobTitle,
    description: row.description,
    photo: toImage(row.photo, uploadUrl),
    is_active: row.isActive,
    services: setUp.services.map((service) => ({
      address_id: service.addressId,
      service_id: service.serviceId,
      personal_price_minor: service.personalPriceMinor,
      personal_duration_minutes: service.personalDurationMinutes,
    })),
    schedules: setUp.schedules.map(({ addressId, schedule }) =>
      schedule.kind === 'weekly'
        ? {
            address_id: addressId,
            kind: 'weekly' as const,
            days: schedule.days.map((day) => ({ weekday: day.weekday, ...workingDay(day) })),
          }
        : {
            address_id: addressId,
            kind: 'shift' as const,
            days: [],
            start_date: schedule.startDate,
            days_on: schedule.daysOn,
            days_off: schedule.daysOff,
            day: workingDay(schedule.day),
          },
    ),
    overrides: setUp.overrides.map((override) => ({
      id: override.id,
      address_id: override.addressId,
      kind: override.kind.replace('-', '_') as 'day_off' | 'sick_leave' | 'vacation' | 'special_hours',
      date_from: override.dateFrom,
      date_to: override.dateTo,
      day: override.day ? workingDay(override.day) : null,
    })),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Rules as the GraphQL type `BookingRules` shows them. */
export function toBookingRules(serviceId: string | null, rules: ProjectRules | ServiceRules) {
  return {
    service_id: serviceId,
    step_minutes: rules.stepMinutes,
    buffer_before_minutes: rules.bufferBeforeMinutes,
    buffer_after_minutes: rules.bufferAfterMinutes,
    minimum_notice_minutes: rules.minimumNoticeMinutes,
    horizon_days: rules.horizonDays,
    cancel_cutoff_minutes: rules.cancelCutoffMinutes,
    reschedule_cutoff_minutes: rules.rescheduleCutoffMinutes,
    needs_confirmation: rules.needsConfirmation,
    capacity: rules.capacity,
  };
}
