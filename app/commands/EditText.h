#pragma once
// The Edit menu's name of an edit: the input's label and the value as a planner reads it
// ("Accelerator: NVIDIA B200", "Nodes: 2,048"), not the key and its --set spelling.
#include "scenario/FieldValue.h"

#include <QString>

namespace fleet {
struct Catalog;
struct FieldSpec;
} // namespace fleet

namespace fleet::app {

// The value as shown to a user: a catalog row's name (its id when the catalog lacks it), a choice's
// translated text, on/off, or the number in the locale with its unit.
QString displayValue(const fleet::FieldSpec& f, const fleet::FieldValue& v, const fleet::Catalog* catalog);
// "<label>: <value>" for the undo stack.
QString editText(const fleet::FieldSpec& f, const fleet::FieldValue& v, const fleet::Catalog* catalog);

} // namespace fleet::app
