#pragma once
// The result schema's English text, translated (model/results/ResultSchema.h is the one source; the
// translation catalogue gets its labels and descriptions from tools/model_strings).
#include <QString>

namespace fleet::app {

// A translated, human name for a result key ("inference.decode_s_per_token" → "Decode time per token
// (bandwidth floor)"); the key itself for a key without a schema row.
QString resultLabel(const QString& key);
// The translated one-sentence description of a result (empty for a key without a row): the tooltip.
QString resultDescription(const QString& key);

} // namespace fleet::app
