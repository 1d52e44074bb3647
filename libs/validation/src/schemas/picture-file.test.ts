import { validationMessages } from '../messages';
import { PICTURE_MAX_MB, pictureFileError } from './picture-file';

const MB = 1024 * 1024;

describe('pictureFileError', () => {
  it('takes a Jpeg or Png of up to 5 MB', () => {
    expect(pictureFileError({ name: 'me.JPG', type: 'image/jpeg', size: PICTURE_MAX_MB * MB })).toBeNull();
    expect(pictureFileError({ name: 'logo.png', type: 'image/png', size: 10 })).toBeNull();
  });

  it('refuses another type, or a name and a type that disagree (a renamed file)', () => {
    expect(pictureFileError({ name: 'me.gif', type: 'image/gif', size: 10 })).toEqual(
      validationMessages.fileType,
    );
    expect(pictureFileError({ name: 'virus.png', type: 'application/x-msdownload', size: 10 })).toEqual(
      validationMessages.fileType,
    );
  });

  it('refuses a file over 5 MB, naming the limit', () => {
    expect(pictureFileError({ name: 'big.png', type: 'image/png', size: PICTURE_MAX_MB * MB + 1 })).toEqual({
      ...validationMessages.fileSize,
      values: { size: PICTURE_MAX_MB },
    });
  });
});
