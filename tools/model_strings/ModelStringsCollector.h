#pragma once
// Collects every English text model/ shows to users (derivation descriptions, sections, notes, input
// descriptions and ranges, workload labels, sensitivity labels; issues have their own templates) over the
// built-in presets and, for each, every input at its minimum and maximum, every choice and every catalog id, and turns each
// into its ModelText template. The result is written to i18n/ModelStrings.cpp as QT_TRANSLATE_NOOP entries.
#include "hardware/Catalog.h"

#include <QString>
#include <QStringList>

namespace fleet::i18n {

QStringList collectModelTemplates(const fleet::Catalog& catalog); // sorted, unique
QString modelStringsSource(const QStringList& templates);          // the text of i18n/ModelStrings.cpp

} // namespace fleet::i18n
