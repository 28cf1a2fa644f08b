#pragma once
// The catalog the GUI starts with. When the user catalog (the default one, or --user-catalog PATH) cannot be
// used, the user is told why and offered the built-in catalog — or, in runs without a user (--dump-scenario,
// --screenshot, --startup-report), the reason goes to stderr and the start fails, as the CLI does. Catalog
// rows skipped by validation are listed (file, table, id, column) but do not stop the start.
#include "catalog/CatalogProvider.h"

#include <QCoreApplication>
#include <QString>

#include <functional>

namespace fleet::app {

class CatalogStartup {
    Q_DECLARE_TR_FUNCTIONS(CatalogStartup)
public:
    enum class Answer { UseBuiltin, Quit };
    // Tests: answers instead of the dialogs; `question` is false for the notice of skipped rows.
    using Hook = std::function<Answer(const QString& text, bool question)>;

    // userCatalogPath empty: the built-in catalog only. Returns a load without a catalog when the start must stop.
    static CatalogLoad load(const QString& userCatalogPath, bool interactive, const Hook& hook = {});
};

} // namespace fleet::app
