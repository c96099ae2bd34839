/** Server-side messages in the console's four languages. Placeholders: {field}, {limit}, {values}, {seconds}. */
export const LANGUAGES = ['zh', 'en', 'es', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];

const en = {
  'auth.wrongCredentials': 'Wrong username or password',
  'auth.tooManyAttempts': 'Too many sign-in attempts; try again in {seconds} s',
  'auth.notSignedIn': 'Not signed in',
  'auth.sessionEnded': 'Your session has ended; please sign in again',
  'error.notFound': 'Not found',
  'error.conflict': 'Conflict: the data was changed or already exists',
  'error.internal': 'Internal server error',
  'error.databaseUnavailable': 'The database is unavailable',
  'error.badRequest': 'Invalid request',
  'validation.required': '{field}: is required',
  'validation.empty': '{field}: must not be empty',
  'validation.minLength': '{field}: must have at least {limit} characters',
  'validation.maxLength': '{field}: must have at most {limit} characters',
  'validation.minimum': '{field}: must be at least {limit}',
  'validation.maximum': '{field}: must be at most {limit}',
  'validation.type': '{field}: must be of type {limit}',
  'validation.enum': '{field}: must be one of {values}',
  'validation.format': '{field}: must be a valid {limit}',
  'validation.unknownField': '{field}: is not allowed',
  'validation.invalid': '{field}: is invalid',
  'validation.invalidJson': 'body: is not valid JSON',
  'validation.unsupportedType': 'body: unsupported content type',
  'validation.tooLarge': 'body: is too large',
} as const;

export type MessageKey = keyof typeof en;
type Catalog = Record<MessageKey, string>;

const zh: Catalog = {
  'auth.wrongCredentials': '用户名或密码错误',
  'auth.tooManyAttempts': '登录尝试次数过多，请 {seconds} 秒后重试',
  'auth.notSignedIn': '未登录',
  'auth.sessionEnded': '登录已失效，请重新登录',
  'error.notFound': '未找到',
  'error.conflict': '冲突：数据已被修改或已存在',
  'error.internal': '服务器内部错误',
  'error.databaseUnavailable': '数据库不可用',
  'error.badRequest': '请求无效',
  'validation.required': '{field}: 不能缺少',
  'validation.empty': '{field}: 不能为空',
  'validation.minLength': '{field}: 至少 {limit} 个字符',
  'validation.maxLength': '{field}: 最多 {limit} 个字符',
  'validation.minimum': '{field}: 不能小于 {limit}',
  'validation.maximum': '{field}: 不能大于 {limit}',
  'validation.type': '{field}: 类型应为 {limit}',
  'validation.enum': '{field}: 只能是 {values} 之一',
  'validation.format': '{field}: 不是有效的 {limit}',
  'validation.unknownField': '{field}: 不允许',
  'validation.invalid': '{field}: 无效',
  'validation.invalidJson': 'body: 不是有效的 JSON',
  'validation.unsupportedType': 'body: 不支持的内容类型',
  'validation.tooLarge': 'body: 内容过大',
};

const es: Catalog = {
  'auth.wrongCredentials': 'Usuario o contraseña incorrectos',
  'auth.tooManyAttempts': 'Demasiados intentos de inicio de sesión; inténtelo de nuevo en {seconds} s',
  'auth.notSignedIn': 'No ha iniciado sesión',
  'auth.sessionEnded': 'Su sesión ha terminado; inicie sesión de nuevo',
  'error.notFound': 'No encontrado',
  'error.conflict': 'Conflicto: los datos cambiaron o ya existen',
  'error.internal': 'Error interno del servidor',
  'error.databaseUnavailable': 'La base de datos no está disponible',
  'error.badRequest': 'Solicitud no válida',
  'validation.required': '{field}: es obligatorio',
  'validation.empty': '{field}: no debe estar vacío',
  'validation.minLength': '{field}: debe tener al menos {limit} caracteres',
  'validation.maxLength': '{field}: debe tener como máximo {limit} caracteres',
  'validation.minimum': '{field}: debe ser como mínimo {limit}',
  'validation.maximum': '{field}: debe ser como máximo {limit}',
  'validation.type': '{field}: debe ser de tipo {limit}',
  'validation.enum': '{field}: debe ser uno de {values}',
  'validation.format': '{field}: debe ser un {limit} válido',
  'validation.unknownField': '{field}: no está permitido',
  'validation.invalid': '{field}: no es válido',
  'validation.invalidJson': 'body: no es JSON válido',
  'validation.unsupportedType': 'body: tipo de contenido no admitido',
  'validation.tooLarge': 'body: es demasiado grande',
};

const ja: Catalog = {
  'auth.wrongCredentials': 'ユーザー名またはパスワードが違います',
  'auth.tooManyAttempts': 'ログイン試行が多すぎます。{seconds} 秒後に再試行してください',
  'auth.notSignedIn': 'ログインしていません',
  'auth.sessionEnded': 'セッションが終了しました。もう一度ログインしてください',
  'error.notFound': '見つかりません',
  'error.conflict': '競合：データが変更されたか、既に存在します',
  'error.internal': 'サーバー内部エラー',
  'error.databaseUnavailable': 'データベースを利用できません',
  'error.badRequest': '無効なリクエスト',
  'validation.required': '{field}: 必須です',
  'validation.empty': '{field}: 空にできません',
  'validation.minLength': '{field}: {limit} 文字以上にしてください',
  'validation.maxLength': '{field}: {limit} 文字以下にしてください',
  'validation.minimum': '{field}: {limit} 以上にしてください',
  'validation.maximum': '{field}: {limit} 以下にしてください',
  'validation.type': '{field}: 型は {limit} である必要があります',
  'validation.enum': '{field}: {values} のいずれかにしてください',
  'validation.format': '{field}: 有効な {limit} ではありません',
  'validation.unknownField': '{field}: 許可されていません',
  'validation.invalid': '{field}: 無効です',
  'validation.invalidJson': 'body: 有効な JSON ではありません',
  'validation.unsupportedType': 'body: サポートされていないコンテンツタイプです',
  'validation.tooLarge': 'body: 大きすぎます',
};

const catalogs: Record<Language, Catalog> = { en, zh, es, ja };

export type MessageParams = Partial<Record<'field' | 'limit' | 'values' | 'seconds', string | number>>;

export function translate(language: Language, key: MessageKey, params: MessageParams = {}): string {
  return catalogs[language][key].replace(/\{(field|limit|values|seconds)\}/g, (whole, name: keyof MessageParams) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}
