import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { openStreetMapUrl } from '@donut/app-shell';
import { Button, TextField, useIsBrowser } from '@donut/ui';
import type { AddressValues } from './application-values';

export interface AddressFieldProps {
  value: AddressValues;
  onChange: (value: AddressValues) => void;
  onBlur: () => void;
  isRequired: boolean;
  /** The address's error (its text, or spec §5 "You need to select a point on the map"), translated. */
  error?: string;
}

const PAIR = /^\s*(-?\d+(?:[.,]\d+)?)\s*[,;\s]\s*(-?\d+(?:[.,]\d+)?)\s*$/;

/**
 * An address with its point, without a map provider (ADR 0028): the point comes from the device's location, or
 * as coordinates (a pair pasted from any map app fills both), with a link to check it on OpenStreetMap.
 */
export function AddressField({ value, onChange, onBlur, isRequired, error }: AddressFieldProps) {
  const intl = useIntl();
  // Offered once the page runs in the browser, so the server's HTML and the hydrated page agree.
  const isBrowser = useIsBrowser();
  const [isLocating, setIsLocating] = useState(false);
  const [hasLocateError, setHasLocateError] = useState(false);
  const set = (changes: Partial<AddressValues>) => onChange({ ...value, ...changes });
  const lat = Number(value.latitude.replace(',', '.'));
  const lng = Number(value.longitude.replace(',', '.'));
  const hasPoint = value.latitude !== '' && value.longitude !== '' && Number.isFinite(lat + lng);

  function handleLatitude(typed: string) {
    const pair = PAIR.exec(typed);
    set(pair ? { latitude: pair[1], longitude: pair[2] } : { latitude: typed });
  }

  function handleLocate() {
    setIsLocating(true);
    setHasLocateError(false);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setIsLocating(false);
        set({ latitude: coords.latitude.toFixed(6), longitude: coords.longitude.toFixed(6) });
      },
      () => {
        setIsLocating(false);
        setHasLocateError(true);
      },
      { timeout: 15_000 },
    );
  }

  return (
    <fieldset className="cv-apply-address">
      <legend>
        <FormattedMessage id="cv.apply.address" />
      </legend>
      <TextField
        label={intl.formatMessage({ id: 'cv.apply.address.text' })}
        name="address.text"
        autoComplete="street-address"
        value={value.text}
        onChange={(event) => set({ text: event.target.value })}
        onBlur={onBlur}
        required={isRequired}
        error={error}
      />
      <div className="cv-apply-address__point">
        <TextField
          label={intl.formatMessage({ id: 'cv.apply.address.latitude' })}
          name="address.latitude"
          inputMode="text"
          value={value.latitude}
          onChange={(event) => handleLatitude(event.target.value)}
          onBlur={onBlur}
          hint={<FormattedMessage id="cv.apply.address.point-hint" />}
        />
        <TextField
          label={intl.formatMessage({ id: 'cv.apply.address.longitude' })}
          name="address.longitude"
          inputMode="text"
          value={value.longitude}
          onChange={(event) => set({ longitude: event.target.value })}
          onBlur={onBlur}
        />
      </div>
      <div className="cv-apply-address__actions">
        {isBrowser && 'geolocation' in navigator ? (
          <Button variant="secondary" isLoading={isLocating} onClick={handleLocate}>
            <FormattedMessage id="cv.apply.address.locate" />
          </Button>
        ) : null}
        {hasPoint ? (
          <a href={openStreetMapUrl(lat, lng)} target="_blank" rel="noopener noreferrer">
            <FormattedMessage id="cv.apply.address.check-map" />
          </a>
        ) : null}
      </div>
      {hasLocateError ? (
        <p className="donut-field__error" role="alert">
          <FormattedMessage id="cv.apply.address.locate-failed" />
        </p>
      ) : null}
    </fieldset>
  );
}
