// Every partner of the unit tests' fixtures is written in every language.
export default new Proxy({}, {get: () => ['en', 'es', 'pt-BR', 'de', 'ja']});
