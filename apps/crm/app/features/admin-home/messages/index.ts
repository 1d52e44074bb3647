import en from './en.json';
import ka from './ka.json';
import ru from './ru.json';

export const messages = { ru, en, ka };
