#pragma once
#include <QString>

namespace fleet::app {

// A translated, human name for a result key ("inference.decode_s_per_token" → "Decode time per token
// (bandwidth floor)"); falls back to the key itself.
QString resultLabel(const QString& key);
// The translated section heading of a key's domain ("compute" → "Compute").
QString domainLabel(const QString& domain);

} // namespace fleet::app
