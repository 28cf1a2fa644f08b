#pragma once
// `fleetplanner-cli calibrate NCCL_TESTS_OUTPUT [--collective NAME] [--ranks N]`: fits α and β of the α-β
// model to an nccl-tests run (model/comm/NcclTests) and prints them in both bandwidth conventions.
#include <QStringList>
#include <QTextStream>

namespace fleet::app {

class CalibrateCommand {
public:
    CalibrateCommand(QTextStream& out, QTextStream& err) : m_out(out), m_err(err) {}
    int run(QStringList args);

private:
    QTextStream& m_out;
    QTextStream& m_err;
};

} // namespace fleet::app
