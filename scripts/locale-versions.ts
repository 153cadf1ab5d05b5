// Prints the version of each language the server serves to mini-programs, as JSON
// (`{"zh-Hant":"…","en":"…"}`): the build compiles it in (config/locale-versions.ts),
// so a release reads only a stored copy of its own texts and asks for exactly them.
import { languageVersions } from '../server/http/language-files';
import { serverMessagesFile } from '../server/http/server-messages-file';

// `serverMessages`: the table of server messages and its texts, fetched the same way.
process.stdout.write(JSON.stringify({ ...languageVersions(), serverMessages: serverMessagesFile().version }));
