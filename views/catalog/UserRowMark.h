#pragma once
// How a user catalog row is marked wherever hardware is picked or listed: "(user)" after its name and the
// user badge icon (the catalog window's Origin column uses the same icon).
#include "hardware/Catalog.h"

#include <QIcon>
#include <QString>

class QComboBox;

namespace fleet::views {

// "name (user)"; userRowText({}) is the suffix alone.
QString userRowText(const QString& name);
QIcon userRowIcon();
// Replaces every item after the first ("none") with the catalog's accelerators (name, id as data), user rows
// marked; the selected id stays selected when the catalog still has it (no signal is emitted).
void fillAcceleratorItems(QComboBox* combo, const fleet::Catalog& c);

} // namespace fleet::views
