#include "catalog/UserRowMark.h"

#include "catalog/CatalogTableModel.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QSignalBlocker>

namespace fleet::views {

QString userRowText(const QString& name)
{
    //: Marks a hardware row that comes from the user's own catalog.
    const QString suffix = QCoreApplication::translate("UserRowMark", "(user)");
    return name.isEmpty() ? suffix : QStringLiteral("%1 %2").arg(name, suffix);
}

QIcon userRowIcon()
{
    return CatalogTableModel::userIcon();
}

void fillAcceleratorItems(QComboBox* combo, const fleet::Catalog& c)
{
    const QSignalBlocker block(combo);
    const QString selected = combo->currentData().toString();
    while (combo->count() > 1)
        combo->removeItem(combo->count() - 1);
    for (const fleet::Accelerator& a : c.accelerators) {
        const QString name = QString::fromStdString(a.name);
        if (a.provenance.userOverride)
            combo->addItem(userRowIcon(), userRowText(name), QString::fromStdString(a.id));
        else
            combo->addItem(name, QString::fromStdString(a.id));
    }
    combo->setCurrentIndex(std::max(0, combo->findData(selected)));
}

} // namespace fleet::views
