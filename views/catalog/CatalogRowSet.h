#pragma once
// The rows the catalog window shows: the built-in catalog's rows with the user catalog's rows laid over them
// (a user row replaces the built-in row of the same id, new ids follow), re-read from the user catalog after
// every change. Changes go through fleet::catalog::writeUserRows (one SQLite transaction each).
#include "CatalogRowStore.h"

#include <QHash>
#include <QList>
#include <QObject>
#include <QString>

namespace fleet::views {

class CatalogRowSet : public QObject {
    Q_OBJECT
public:
    struct Entry {
        fleet::catalog::CatalogRow row;
        bool user = false;             // from the user catalog (editable)
        bool overridesBuiltin = false; // a user row that replaces a built-in row of the same id
    };

    // userPath empty: the built-in catalog only, nothing can be written.
    explicit CatalogRowSet(QString userPath, QObject* parent = nullptr);

    const QString& userPath() const { return m_path; }
    bool writable() const { return !m_path.isEmpty(); }
    // Why the user catalog could not be read at the last reload ("" when it could).
    const QString& readError() const { return m_readError; }

    const QList<Entry>& entries(const QString& table) const;
    const Entry* find(const QString& table, const QString& id) const;
    const fleet::catalog::CatalogRow* builtinRow(const QString& table, const QString& id) const;

    // Writes the changes in one transaction and re-reads the rows; returns an error (nothing written) or {}.
    QString apply(const QList<fleet::catalog::RowChange>& changes);
    void reload();

signals:
    // The rows changed (after apply or reload); `written` is true when the user catalog file was modified.
    void changed(bool written);

private:
    void rebuild();

    QString m_path;
    QString m_readError;
    QHash<QString, QList<Entry>> m_entries; // by table
};

} // namespace fleet::views
