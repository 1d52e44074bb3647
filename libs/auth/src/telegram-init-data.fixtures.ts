// Published init data vectors, copied verbatim so the tests check us against other implementations
// and not only against our own reading of the documentation.

/**
 * From Telegram-Mini-Apps/telegram-apps (the @telegram-apps/init-data-node package),
 * packages/init-data-node/src/entries/web.test.ts (`sp` and `secretToken`), where
 * `isValid(sp, secretToken, { expiresIn: 0 })` is expected to be true.
 * Real init data of a newer client: it carries the Ed25519 `signature` field next to `hash`.
 */
export const PUBLISHED_WITH_SIGNATURE = {
  botToken: '7342037359:AAFZehRPBRs8Seg40oDjTMIW8uTGPuW1zfQ',
  authDate: 1733584787,
  initData:
    'user=%7B%22id%22%3A279058397%2C%22first_name%22%3A%22Vladislav%20%2B%20-%20%3F%20%5C%2F%22%2C%22last_name%22%3A%22Kibenko%22%2C%22username%22%3A%22vdkfrost%22%2C%22language_code%22%3A%22ru%22%2C%22is_premium%22%3Atrue%2C%22allows_write_to_pm%22%3Atrue%2C%22photo_url%22%3A%22https%3A%5C%2F%5C%2Ft.me%5C%2Fi%5C%2Fuserpic%5C%2F320%5C%2F4FPEE4tmP3ATHa57u6MqTDih13LTOiMoKoLDRG4PnSA.svg%22%7D&chat_instance=8134722200314281151&chat_type=private&auth_date=1733584787&signature=zL-ucjNyREiHDE8aihFwpfR9aggP2xiAo3NSpfe-p7IbCisNlDKlo7Kb6G4D0Ao2mBrSgEk4maLSdv6MLIlADQ&hash=2174df5b000556d044f3f020384e879c8efcab55ddea2ced4eb752e93e7080d6',
} as const;

/**
 * From sanvew/telegram-init-data (a Java library), README.md, "Usage" example passed to
 * `InitDataUtils.validate(initData, botToken)`. Older init data: `query_id`, no `signature`.
 */
export const PUBLISHED_WITH_QUERY_ID = {
  botToken: '5768337691:AAH5YkoiEuPk8-FZa32hStHTqXiLPtAEhx8',
  authDate: 1662771648,
  initData:
    'query_id=AAHdF6IQAAAAAN0XohDhrOrc' +
    '&user=%7B%22id%22%3A279058397%2C%22first_name%22%3A%22Vladislav%22%2C%22last_name%22%3A%22Kibenko%22%2C%22username%22%3A%22vdkfrost%22%2C%22language_code%22%3A%22ru%22%2C%22is_premium%22%3Atrue%7D' +
    '&auth_date=1662771648' +
    '&hash=c501b71e775f74ce10e377dea85a7ea24ecd640b223ea86dfe453e0eaed2e2b2',
} as const;
