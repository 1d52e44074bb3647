/**
 * The commonest passwords of public breach corpora that the length rule (8+ characters) does not
 * already refuse, plus a few typical of our markets and of this product (Russian words typed in
 * Latin letters, Georgian words, the product name). Kept small on purpose: the list ships to
 * the browser too, and ~200 entries cover most of what credential-stuffing tries first.
 * Stored lower-case; matching is case-insensitive ("Password1" is as weak as "password1").
 */
export const COMMON_PASSWORDS: readonly string[] = [
  // digits
  '12345678', '123456789', '1234567890', '12345678910', '0987654321', '987654321', '87654321',
  '11111111', '1111111111', '00000000', '22222222', '33333333', '44444444', '55555555', '66666666',
  '77777777', '88888888', '99999999', '12121212', '13131313', '69696969', '20202020', '11223344',
  '12341234', '12344321', '123123123', '123321123', '1234512345', '1234554321', '123456123456',
  '123654789', '147258369', '147852369', '159753456', '159357456', '741852963', '789456123',
  '963852741', '1357924680', '01012000', '01011990', '01011980', '11111111a', '123456789a',
  'a123456789', '1234567a', '12345678a', '1234567q', '123456qwe', '123123qwe', '123qweasd',
  '123abc123',
  // keyboard walks
  'qwertyui', 'qwertyuiop', 'qwerty12', 'qwerty123', 'qwerty1234', 'qwerty123456', 'qwertyqwerty',
  'qwe12345', 'qweqweqwe', 'qweasdzxc', 'qweasd123', 'qwer1234', '1234qwer', '12345qwert',
  '1q2w3e4r', '1q2w3e4r5t', '1q2w3e4r5t6y', 'q1w2e3r4', 'q1w2e3r4t5', '1qaz2wsx', '1qaz2wsx3edc',
  '1qazxsw2', 'zaq12wsx', 'zaq1xsw2', '2wsx3edc', 'qazwsxedc', 'qazwsx123', '12qwaszx', 'asdfghjk',
  'asdfghjkl', 'asdf1234', 'asdfasdf', 'asdasdasd', 'zxcvbnm1', 'zxcvbnm123', 'zxczxczxc',
  '1q1q1q1q', 'qqqqqqqq', 'aaaaaaaa', 'abcdefgh', 'abcd1234', '1234abcd', 'abc12345', 'a1b2c3d4',
  '1a2b3c4d', 'qwertyuiop123', 'йцукенгшщз', 'йцукен123',
  // "password" and admin defaults
  'password', 'password1', 'password12', 'password123', 'password1234', 'password!', 'passw0rd',
  'p@ssw0rd', 'p@ssword', 'pa$$word', 'passpass', 'passwort', 'mypassword', 'newpassword',
  'changeme', 'changeme123', 'administrator', 'admin123', 'admin1234', 'admin12345', 'adminadmin',
  'root1234', 'rootroot', 'test1234', 'test12345', 'testtest', 'guest123', 'default1', 'letmein1',
  'letmein123', 'welcome1', 'welcome123', 'hello123', 'hello1234', 'helloworld', 'secret123',
  'trustno1', 'iloveyou', 'iloveyou1', 'iloveyou2', 'loveyou1', 'whatever', 'computer', 'internet',
  // names, words, sports, culture
  'sunshine', 'princess', 'princess1', 'football', 'football1', 'baseball', 'baseball1',
  'basketball', 'superman', 'superman1', 'batman123', 'spiderman', 'starwars', 'starwars1',
  'pokemon1', 'minecraft', 'fortnite', 'naruto123', 'dragon12', 'monkey12', 'shadow12', 'master12',
  'mustang1', 'michael1', 'charlie1', 'jordan23', 'liverpool', 'chelsea1', 'arsenal1', 'barcelona',
  'manchester', 'michelle', 'jennifer', 'jessica1', 'jonathan', 'alexander', 'elizabeth', 'samantha',
  'babygirl', 'butterfly', 'chocolate', 'blink182', 'qwerty1!', 'freedom1', 'whatever1',
  'sunshine1', 'linkedin', 'facebook', 'instagram', 'google123', 'samsung1', 'iphone123',
  // Russian words typed in Latin letters or on a Latin layout
  'parol123', 'privet123', 'gfhjkm123', 'ghbdtn123', 'natasha1', 'svetlana', 'kristina',
  'vladimir', 'aleksandr', 'marina123', 'zvezda123', 'lyubov123', 'solnyshko',
  'пароль123',
  // Georgian words and this product
  'sakartvelo', 'gamarjoba', 'tbilisi1', 'tbilisi123', 'batumi123', 'donut123', 'donutdonut',
  'donut2024', 'donut2025',
];

const LOOKUP = new Set(COMMON_PASSWORDS.map((password) => password.toLowerCase()));

/** Whether the password is on the common list, ignoring case. */
export function isCommonPassword(password: string): boolean {
  return LOOKUP.has(password.toLowerCase());
}
